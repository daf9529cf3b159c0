import { type APIRequestContext, expect, type Page } from '@playwright/test';

export interface TestMerchant {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
}

/** A fresh merchant account for one test file. */
export function newMerchant(firstName: string, lastName: string, domain: string): TestMerchant {
  const stamp = Date.now().toString(36);
  const handle = firstName.toLowerCase();
  return {
    firstName,
    lastName,
    username: `${handle}_${stamp}`,
    email: `${handle}.${stamp}@${domain}`,
    password: 'Crumb#Loaf47x',
  };
}

/** The activation link the sandbox outbox holds for `email` (GET /api/testing-support/emails). */
export async function activationLink(request: APIRequestContext, email: string): Promise<string> {
  const emails: { links: string[] }[] = await (
    await request.get(`/api/testing-support/emails?to=${encodeURIComponent(email)}`)
  ).json();
  const link = emails.flatMap((mail) => mail.links).find((href) => href.includes('active_account?token='));
  expect(link, `activation link for ${email}`).toBeTruthy();
  return link ?? '';
}

/** Registers and activates over the API, then signs in: the merchant's bearer headers. */
export async function registerMerchant(request: APIRequestContext, merchant: TestMerchant) {
  const registration = await request.post('/api/merchant/registration', {
    data: { ...merchant, matchingPassword: merchant.password },
  });
  expect(registration.ok()).toBe(true);
  const token = new URL(await activationLink(request, merchant.email)).searchParams.get('token') ?? '';
  expect((await request.get(`/api/user/active/${encodeURIComponent(token)}`)).ok()).toBe(true);
  const login = await request.post('/api/login', {
    data: { username: merchant.username, password: merchant.password },
  });
  const { access_token } = await login.json();
  return { Authorization: `Bearer ${access_token}` };
}

/** The sign-in page, as a person uses it; lands on the dashboards. */
export async function signIn(page: Page, merchant: TestMerchant) {
  await page.goto('/user/login');
  await page.getByLabel('Username or e-mail').fill(merchant.username);
  await page.getByLabel('Password', { exact: true }).fill(merchant.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\/dashboards/);
}
