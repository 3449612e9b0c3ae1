import { BareLayout } from '../../../components/layouts/layouts';
import { RouteOutlet } from '../route-outlet';

export function BareLayoutRoute() {
  return (
    <BareLayout>
      <RouteOutlet />
    </BareLayout>
  );
}
