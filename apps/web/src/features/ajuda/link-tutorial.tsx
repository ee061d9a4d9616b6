import { BookOpenIcon } from '@heroicons/react/20/solid';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** From an empty list to the guide that explains how to fill it ('/tutoriais/<guia>'). */
export function LinkTutorial({ guia, children }: { guia: string; children: ReactNode }) {
  return (
    <Link
      href={`/tutoriais/${guia}`}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-md font-medium text-teal-700 hover:text-teal-900 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500"
    >
      <BookOpenIcon className="size-4 shrink-0" aria-hidden="true" />
      {children}
    </Link>
  );
}
