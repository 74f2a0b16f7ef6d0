import { DesignTokensPage } from '@/features/design-system/DesignTokensPage';
import { usePageTitle } from '@/lib/browser/use-page-title';

/** The design tokens page: no account needed and not in the menu (a reference for designers and the token test). */
export function Component() {
  usePageTitle('Design tokens');
  return <DesignTokensPage />;
}
