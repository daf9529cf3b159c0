import { useSearchParams } from 'react-router';
import { ErrorView } from './error-view';

/** /error: shows the code given as ?code= (404 by default). */
export function ErrorPage() {
  const [search] = useSearchParams();
  const code = search.get('code')?.slice(0, 8) || '404';
  return <ErrorView code={code} />;
}
