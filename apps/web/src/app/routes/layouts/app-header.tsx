import { Suspense } from 'react';
import { SiteHeader } from '../../../components/layouts/header/site-header';
import { NoticeMarquee } from '../../../features/announcements/components/notice-marquee';
import { LanguagePicker } from '../../../features/language/components/language-picker';
import { BottomNav } from '../../../features/navigation/components/bottom-nav';
import { AccountArea } from './account-area';
import { ThemeSwitch } from '../../../features/theme/components/theme-switch';
import { lazyComponent } from '../../../lib/lazy-component';

// Only the phone menu lists these links, and only once it is opened: not in the first bundle.
const SiteLinks = lazyComponent(() =>
  import('../../../features/navigation/components/site-links').then((m) => m.SiteLinks),
);

/** The header every layout but the bare one shares. */
export function AppHeader() {
  return (
    <SiteHeader
      marquee={<NoticeMarquee />}
      tools={
        <>
          <LanguagePicker />
          <ThemeSwitch />
        </>
      }
      account={<AccountArea />}
      nav={<BottomNav />}
      menuLinks={
        <Suspense fallback={null}>
          <SiteLinks />
        </Suspense>
      }
    />
  );
}
