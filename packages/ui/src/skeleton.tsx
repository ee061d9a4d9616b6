import { clsx } from 'clsx';

export interface SkeletonProps {
  className?: string;
}

export function Skeleton({ className }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      className={clsx('animate-pulse rounded-md bg-slate-200', className ?? 'h-4 w-full')}
    />
  );
}
