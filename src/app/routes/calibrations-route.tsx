import { usePageTitle } from '../../lib/use-page-title';
import { CalibrationsPage } from '../../features/calibrations/CalibrationsPage';

export function Component() {
  usePageTitle('Calibrations');
  return <CalibrationsPage />;
}
