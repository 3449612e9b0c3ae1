import { SiteHeader } from '../../../components/layouts/header/site-header';
import { NoticeMarquee } from '../../../features/announcements/components/notice-marquee';
import { LanguagePicker } from '../../../features/language/components/language-picker';
import { BottomNav } from '../../../features/navigation/components/bottom-nav';
import { SiteLinks } from '../../../features/navigation/components/site-links';
import { AccountArea } from '../../../features/session/components/account-area';
import { ThemeSwitch } from '../../../features/theme/components/theme-switch';

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
      menuLinks={<SiteLinks />}
    />
  );
}
