import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema } from '@perkdesk/contracts';

/** The login form's rules are the contract's (both fields required), minus the portal it adds. */
export const credentialsResolver = zodResolver(loginRequestSchema.pick({ username: true, password: true }));
