import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { isFocusedTask, useRouteMatches } from '@/lib/route-handle';
import { BottomMenu } from '@/components/layout/bottom-menu';
import { ChatButton } from '@/components/layout/chat-button';
import { FaqBlock } from '@/components/layout/faq-block';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SkipLink } from '@/components/layout/skip-link';
import { FloatingContact } from '@/features/contact/floating-contact';
import { AuthSync } from '@/features/auth/auth-sync-lazy';
import { CartSync } from '@/features/cart/cart-sync';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { HoldTimeoutWatcher } from '@/components/number-hold/timeout-watcher-lazy';

/** The shared chrome of spec 2 around every page; the search page brings its own header. */
export function RootLayout() {
  const { pathname } = useLocation();
  const showHeader = pathname !== '/search';
  // Checkout, payment and verify pages: no floating chat or call-back button over the form (issue 13).
  const focused = isFocusedTask(useRouteMatches());
  return (
    <>
      <ScrollToTop />
      <SkipLink />
      {showHeader && (
        <Suspense fallback={<div className="hdr-fallback" />}>
          <Header />
          <BottomMenu />
        </Suspense>
      )}
      <main id="main" tabIndex={-1}>
        <Suspense fallback={null}>
          <KeepAliveOutlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <FaqBlock />
        <Footer />
        {!focused && <ChatButton />}
        {!focused && <FloatingContact />}
        <AuthSync />
        <CartSync />
        <HoldTimeoutWatcher />
      </Suspense>
    </>
  );
}
