import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorView } from './error-view';

/** Router error boundary: a failed chunk load or a render error shows the error page, not a blank one. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error))
    return <ErrorView code={error.status} message={error.statusText || undefined} />;
  console.error(error);
  return <ErrorView code={500} />;
}
