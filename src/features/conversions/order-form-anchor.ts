import { bringIntoView } from '@/lib/browser/bring-into-view';

/** The order form's title, which other parts of an original's page bring into view to start an order. */
export const ORDER_TITLE_ID = 'order-title';

export const bringOrderFormIntoView = () => bringIntoView(ORDER_TITLE_ID);
