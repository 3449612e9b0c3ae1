import { FullLayout } from '../../../components/layouts/layouts';
import { BannerCarousel } from '../../../features/banners/components/banner-carousel';
import { RightBar } from '../../../features/customer-service/components/right-bar';
import { SiteFooter } from '../../../features/footer/components/site-footer';
import { RouteOutlet } from '../route-outlet';
import { AppHeader } from './app-header';

export function FullLayoutRoute() {
  return (
    <FullLayout
      header={<AppHeader />}
      banner={<BannerCarousel />}
      sideBar={<RightBar />}
      footer={<SiteFooter />}
    >
      <RouteOutlet />
    </FullLayout>
  );
}
