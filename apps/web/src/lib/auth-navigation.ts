/**
 * Where the session code sends the user when it ends. It runs outside React (inside the api
 * client), so it cannot use the router's navigate; the app may register one for a soft
 * navigation, otherwise a full page load does the job and also drops every cached query.
 */
type Navigate = (path: string) => void;

let navigate: Navigate = (path) => window.location.assign(path);

export function setAuthNavigator(next: Navigate): void {
  navigate = next;
}

export function navigateTo(path: string): void {
  navigate(path);
}

export const LOGIN_PATH = '/user/login';

// The account pages live under /user/, with root-level aliases (spec 1 §2).
const PUBLIC_ACCOUNT_PATHS = ['/login', '/register', '/forgot-password', '/confirm-email'];

export function isOnAccountPage(pathname = window.location.pathname): boolean {
  return pathname.startsWith('/user/') || pathname === '/user' || PUBLIC_ACCOUNT_PATHS.includes(pathname);
}

/** Goes to login, remembering where the user was so the login page can come back there. */
export function goToLogin(options: { keepLocation?: boolean } = {}): void {
  if (isOnAccountPage()) return;
  const { pathname, search } = window.location;
  const back = `${pathname}${search}`;
  const target =
    options.keepLocation && back !== '/' ? `${LOGIN_PATH}?redirect=${encodeURIComponent(back)}` : LOGIN_PATH;
  navigate(target);
}
