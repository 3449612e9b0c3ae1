import { NoSideBarLayout } from '../../../components/layouts/layouts';
import { BannerCarousel } from '../../../features/banners/components/banner-carousel';
import { SiteFooter } from '../../../features/footer/components/site-footer';
import { RouteOutlet } from '../route-outlet';
import { AppHeader } from './app-header';

export function NoSideBarLayoutRoute() {
  return (
    <NoSideBarLayout header={<AppHeader />} banner={<BannerCarousel />} footer={<SiteFooter />}>
      <RouteOutlet />
    </NoSideBarLayout>
  );
}
