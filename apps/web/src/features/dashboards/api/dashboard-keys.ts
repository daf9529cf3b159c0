/**
 * Query keys of the dashboards: one family, so that the realtime switch refetches every figure on
 * screen at once (`dashboardKeys.all`).
 */
export const dashboardKeys = {
  all: ['dashboards'] as const,
  of: (route: string, ...parts: unknown[]) => ['dashboards', route, ...parts] as const,
};
