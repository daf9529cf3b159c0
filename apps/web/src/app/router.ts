import { createBrowserRouter } from 'react-router';
import { routes } from './route-table';

export const router = createBrowserRouter(routes);
