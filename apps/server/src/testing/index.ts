export * from './app-de-teste';
export * from './fabrica';
export * from './http';
