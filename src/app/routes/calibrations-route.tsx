import { usePageTitle } from '@/lib/browser/use-page-title';
import { CalibrationsPage } from '@/features/calibrations/CalibrationsPage';

export function Component() {
  usePageTitle('Calibrations');
  return <CalibrationsPage />;
}
