import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom não implementa a Web Animations API; o Headless UI só precisa que exista.
if (typeof Element !== 'undefined' && !Element.prototype.getAnimations) {
  Element.prototype.getAnimations = () => [];
}

// Nor ResizeObserver, which the anchored lists' positioning (Floating UI) watches the input with.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

afterEach(() => {
  cleanup();
});
