import { PointsMallPage } from '../../../features/points/components/points-mall-page';

export function PointMallRoute() {
  return <PointsMallPage />;
}
