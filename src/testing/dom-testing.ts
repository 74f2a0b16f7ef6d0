import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

/**
 * Imported first by the render tests: the DOM matchers (toBeVisible, toHaveTextContent, toBeDisabled…) and a
 * longer wait for `findBy…`, since a page's queries settle slower than Testing Library's 1 s on a busy machine.
 */
configure({ asyncUtilTimeout: 5000 });
