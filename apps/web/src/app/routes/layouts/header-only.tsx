import { HeaderOnlyLayout } from '../../../components/layouts/layouts';
import { RouteOutlet } from '../route-outlet';
import { AppHeader } from './app-header';

export function HeaderOnlyLayoutRoute() {
  return (
    <HeaderOnlyLayout header={<AppHeader />}>
      <RouteOutlet />
    </HeaderOnlyLayout>
  );
}
