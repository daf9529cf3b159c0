import { AppError } from '../../lib/app-error';
import { OPEN_STATUSES, type OrderRow } from './orders.repository';

/** Whether the customer may still confirm or cancel the order. */
export const isOpen = (order: OrderRow) =>
  (OPEN_STATUSES as readonly string[]).includes(order.status) && order.serveStatus === null;

/** A transition lost its compare-and-set, or the order is not in a status that allows it. */
export const invalidStatus = () => new AppError('INVALID_STATUS');
