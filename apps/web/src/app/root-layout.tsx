import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ScrollToTop } from '@/components/layout/scroll-to-top';

/** The shared chrome of spec 2 around every page. */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <main id="main">
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
