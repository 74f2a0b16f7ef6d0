import type { LoaderFunctionArgs } from 'react-router';
import { AppLayout } from '../AppLayout';
import { requireUser } from '../require-user';
import { revalidateOnPathChange } from '../revalidate-on-path-change';

/**
 * The signed-in frame, loaded with the first signed-in page rather than with the entry: the sign-in page needs
 * neither the menu nor the user's schema (and with it zod).
 */
export const Component = AppLayout;
export const loader = ({ request }: LoaderFunctionArgs) => requireUser(request);
export const shouldRevalidate = revalidateOnPathChange;
