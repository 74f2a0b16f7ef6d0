import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The toast saying `text` is shown. A toast is in the page a render before it can be seen: sonner keeps it at
 * opacity 0 until it is mounted, then fades it in, so finding its text is not enough.
 */
export const expectToastShown = (text: string) => waitFor(() => expect(screen.getByText(text)).toBeVisible());
