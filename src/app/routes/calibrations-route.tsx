import { CalibrationsPage } from '../../features/calibrations/CalibrationsPage';

export function Component() {
  return <CalibrationsPage />;
}
