import { Alert, Paper, Skeleton, Stack } from '@mantine/core';
import type { StoreInput } from '@perkdesk/contracts';
import { FormProvider, useForm } from 'react-hook-form';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/translation';
import { useStore } from '../api/get-store';
import classes from '../components/store-editor.module.css';
import { StoreEditorHeader } from '../components/store-editor-header';
import { StoreTabsNav, storeTabPanelProps } from '../components/store-tabs-nav';
import { emptyStoreForm, type StoreFormValues, storeFormResolver } from '../form/store-form';
import { tabOfPath, tabsWithErrors } from '../form/store-tabs';
import { useDefaultTaxes } from '../hooks/use-default-taxes';
import { useStoreFormSync } from '../hooks/use-store-form-sync';
import { useStoreSubmit } from '../hooks/use-store-submit';
import { type StoreEditorContext, useStoreIdParam } from '../use-store-editor';

/**
 * /app/setup/stores/{id}/…: one form for the store across its tabs, saved by the header's
 * button from any of them; id "new" creates a store. The delivery-rules tab has its own forms.
 */
export function StoreEditorLayout() {
  const { t } = useTranslation('stores');
  const storeId = useStoreIdParam();
  const store = useStore(storeId);
  const form = useForm<StoreFormValues, unknown, StoreInput>({
    resolver: storeFormResolver,
    defaultValues: emptyStoreForm(),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  useStoreFormSync(form, store.data);
  useDefaultTaxes(form, storeId === null);
  const submit = useStoreSubmit(form, storeId);
  const tab = tabOfPath(useLocation().pathname);
  const onRules = tab === 'delivery-rules';

  if (storeId && store.isError) {
    return <Alert color="red" variant="light" title={t('editor.loadFailed')} />;
  }
  if (storeId && !store.data) return <Skeleton h={420} radius="md" />;

  const context: StoreEditorContext = { storeId, store: store.data };
  const panel = storeTabPanelProps(tab);
  // The form is the tab's panel: its id is the one the tab's aria-controls names.
  const formId = panel.id;
  return (
    <FormProvider {...form}>
      <Stack gap="md">
        <StoreEditorHeader
          store={store.data}
          formId={formId}
          name={form.watch('name')}
          showSave={!onRules && store.data?.status !== 'DELETED'}
          saving={submit.saving}
          dirty={form.formState.isDirty}
        />
        {store.data?.status === 'DELETED' && (
          <Alert color="red" variant="light" title={t('editor.deleted')} />
        )}
        <Paper withBorder radius="md">
          <StoreTabsNav isNew={storeId === null} tabsWithErrors={tabsWithErrors(form.formState.errors)} />
          {onRules ? (
            // The rules have forms of their own, which may not sit inside the store's.
            <div className={classes.panel} {...panel}>
              <Outlet context={context} />
            </div>
          ) : (
            <form onSubmit={submit.onSubmit} noValidate className={classes.panel} {...panel}>
              <Outlet context={context} />
            </form>
          )}
        </Paper>
      </Stack>
    </FormProvider>
  );
}
