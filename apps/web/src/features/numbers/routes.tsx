import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';
import { FOCUSED_TASK } from '@/lib/route-handle';

/*
 * The number and SIM package routes (spec 2) with their route names; each page a lazy chunk with the
 * numbers namespace. The router spreads these before the coming-soon placeholders.
 */
const NS = ['numbers'];
const packages = () => import('./routes/packages-page');
const pkg = () => import('./routes/package-page');
const lucky = () => import('./routes/lucky-page');
const verify = () => import('./routes/verify-page');
const instant = () => import('./routes/instant-sim-page');
const diy = () => import('./routes/sim-diy-page');

const fortuneVerify = lazyPage(verify, 'FortuneVerifyPage', NS);
const FORTUNE_VERIFY = [
  ['online-store-berfuntong-verify', 'online-store/berfuntong/:id/:number'],
  ['online-store-berfuntong-zodiac-verify', 'online-store/berfuntong-zodiac/:id/:number'],
  ['online-store-vhora-god-verify', 'online-store/postpaid/vhora-god/:id/:nas/:number'],
  ['online-store-mahachok-verify', 'online-store/berfuntong-mahachok/:id/:nas/:number'],
];

export function numbersRoutes(): RouteObject[] {
  return [
    { id: 'packages', path: 'packages', lazy: lazyPage(packages, 'PostpaidPackagesPage', NS) },
    { id: 'tmh-postpaid', path: 'TMHPostpaid', lazy: lazyPage(packages, 'PostpaidPackagesPage', NS) },
    { id: 'prepaid-and-postpaid-sim', path: 'prepaid-and-postpaid-sim', lazy: lazyPage(packages, 'PrepaidAndPostpaidPage', NS) },
    { id: 'online-store-postpaid', path: 'online-store/postpaid/:id', lazy: lazyPage(pkg, 'PostpaidPackagePage', NS) },
    { id: 'online-store-prepaid', path: 'online-store/prepaid/:id', lazy: lazyPage(pkg, 'PrepaidPackagePage', NS) },
    { id: 'online-store-luckysim', path: 'online-store/luckysim', lazy: lazyPage(lucky, 'LuckySimPage', NS) },
    { id: 'online-store-luckysim-detail', path: 'online-store/luckysim/:id', lazy: lazyPage(pkg, 'LuckySimPackagePage', NS) },
    { id: 'online-store-lucky9999', path: 'online-store/lucky9999', lazy: lazyPage(lucky, 'Lucky9999Page', NS) },
    { id: 'online-store-lucky9999-detail', path: 'online-store/lucky9999/:id', lazy: lazyPage(pkg, 'Lucky9999PackagePage', NS) },
    { id: 'online-store-postpaid-verify', path: 'online-store/postpaid/:id/:nas/:number', handle: FOCUSED_TASK, lazy: lazyPage(verify, 'PostpaidVerifyPage', NS) },
    { id: 'online-store-prepaid-verify', path: 'online-store/prepaid/:id/:nas/:number', handle: FOCUSED_TASK, lazy: lazyPage(verify, 'PrepaidVerifyPage', NS) },
    { id: 'online-store-luckysim-verify', path: 'online-store/luckysim/:id/:nas/:number', handle: FOCUSED_TASK, lazy: lazyPage(verify, 'LuckySimVerifyPage', NS) },
    { id: 'online-store-sim-diy-postpaid', path: 'online-store/sim-diy/postpaid', lazy: lazyPage(diy, 'SimDiyPage', NS) },
    { id: 'online-store-instantsim', path: 'online-store/instantsim/:id', lazy: lazyPage(instant, 'InstantSimPage', NS) },
    { id: 'online-store-instantsim-verify', path: 'online-store/instantsim/:id/:nas/:number', handle: FOCUSED_TASK, lazy: lazyPage(verify, 'InstantSimVerifyPage', NS) },
    { id: 'online-store-lucky9999-verify', path: 'online-store/lucky9999/:id/:nas/:number', handle: FOCUSED_TASK, lazy: lazyPage(verify, 'Lucky9999VerifyPage', NS) },
    // The fortune numbers' verify pages (the fortune feature holds the number; the verification is this one).
    ...FORTUNE_VERIFY.map(([id, path]) => ({ id, path, handle: FOCUSED_TASK, lazy: fortuneVerify })),
  ];
}
