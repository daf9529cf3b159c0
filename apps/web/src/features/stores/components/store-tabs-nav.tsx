import { Tabs, Tooltip } from '@mantine/core';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../i18n/translation';
import { STORE_TABS, type StoreTab, tabOfPath } from '../form/store-tabs';
import classes from './store-editor.module.css';

interface StoreTabsNavProps {
  isNew: boolean;
  tabsWithErrors: readonly StoreTab[];
}

const TABS_ID = 'store-editor';

/**
 * What the routed content under the tabs carries so that the selected tab's `aria-controls` names a
 * real panel (Mantine derives both ids from the Tabs id).
 */
export function storeTabPanelProps(tab: StoreTab) {
  return { id: `${TABS_ID}-panel-${tab}`, role: 'tabpanel', 'aria-labelledby': `${TABS_ID}-tab-${tab}` };
}

/** The editor's tabs as links: each tab is its own path (spec 2 §2), so a reload keeps it. */
export function StoreTabsNav({ isNew, tabsWithErrors }: StoreTabsNavProps) {
  const { t } = useTranslation('stores');
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const current = tabOfPath(useLocation().pathname);

  return (
    <Tabs
      id={TABS_ID}
      value={current}
      onChange={(tab) => tab && navigate(`/app/setup/stores/${encodeURIComponent(id)}/${tab}`)}
    >
      <Tabs.List className={classes.tabs}>
        {STORE_TABS.map((tab) => {
          // Rules belong to a saved store: they need its id.
          const locked = isNew && tab === 'delivery-rules';
          const control = (
            <Tabs.Tab
              key={tab}
              value={tab}
              disabled={locked}
              rightSection={
                tabsWithErrors.includes(tab) ? (
                  <span className={classes.errorDot} role="img" aria-label={t('editor.tabHasErrors')} />
                ) : null
              }
            >
              {t(`tabs.${tab}`)}
            </Tabs.Tab>
          );
          return locked ? (
            <Tooltip key={tab} label={t('editor.saveFirst')}>
              <span>{control}</span>
            </Tooltip>
          ) : (
            control
          );
        })}
      </Tabs.List>
    </Tabs>
  );
}
