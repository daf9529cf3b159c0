import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from '../../../i18n/translation';
import { segmentLabel } from '../segment-label';
import { buildBreadcrumbs, type Crumb, HOME_SEGMENT } from './build-breadcrumbs';

function CrumbLabel({ crumb }: { crumb: Crumb }) {
  const { t } = useTranslation('shell');
  if (crumb.segment !== HOME_SEGMENT) return <>{segmentLabel(t, crumb.segment)}</>;
  return <IconHome size={16} stroke={1.6} aria-label={t('breadcrumbs.home')} role="img" />;
}

export function AppBreadcrumbs() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const params = useParams();
  const crumbs = buildBreadcrumbs(
    pathname,
    Object.values(params).filter((value): value is string => typeof value === 'string'),
  );
  if (crumbs.length < 2) return null;

  return (
    <Breadcrumbs component="nav" aria-label={t('breadcrumbs.label')} separatorMargin={6}>
      {crumbs.map((crumb, index) => {
        const key = `${index}-${crumb.segment}`;
        const current = index === crumbs.length - 1;
        return crumb.to ? (
          <Anchor key={key} component={Link} to={crumb.to} fz="sm" c="dimmed" display="flex">
            <CrumbLabel crumb={crumb} />
          </Anchor>
        ) : (
          <Text
            key={key}
            fz="sm"
            c={current ? undefined : 'dimmed'}
            aria-current={current ? 'page' : undefined}
          >
            <CrumbLabel crumb={crumb} />
          </Text>
        );
      })}
    </Breadcrumbs>
  );
}
