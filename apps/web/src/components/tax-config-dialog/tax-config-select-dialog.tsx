import {
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  ScrollArea,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { type TaxPlaceQuery, taxConfigsQuery, useAllTaxConfigs } from './tax-configs-query';
import { TaxPlaceGroup } from './tax-place-group';
import { checkTaxSelection, groupByPlace, type TaxSelectionProblem, taxLabel } from './tax-selection';

export interface TaxConfigSelectDialogProps {
  opened: boolean;
  onClose: () => void;
  value: readonly string[];
  onApply: (ids: string[]) => void;
  /** None chosen is allowed, and means tax exempt (a delivery rule's own taxes). */
  allowEmpty?: boolean;
  /** The address whose taxes are offered first; a switch shows every place. */
  place?: TaxPlaceQuery;
  title?: string;
}

/** Chooses tax configurations (spec 2 §2 Dialogs) under the rules of spec 2 §5. */
export function TaxConfigSelectDialog(props: TaxConfigSelectDialogProps) {
  const { t } = useTranslation('components');
  const [selected, setSelected] = useState(() => new Set(props.value));
  const [everywhere, setEverywhere] = useState(!props.place?.country);
  const [search, setSearch] = useState('');
  const [problem, setProblem] = useState<TaxSelectionProblem | null>(null);
  const all = useAllTaxConfigs();
  const shown = useQuery({ ...taxConfigsQuery(everywhere ? undefined : props.place), enabled: props.opened });

  // Each opening starts from the value it was given (state adjusted during render, as React advises).
  const [wasOpened, setWasOpened] = useState(props.opened);
  if (wasOpened !== props.opened) {
    setWasOpened(props.opened);
    if (props.opened) {
      setSelected(new Set(props.value));
      setProblem(null);
      setSearch('');
    }
  }

  const needle = search.trim().toLocaleLowerCase();
  const matching = (shown.data ?? []).filter((tax) =>
    [taxLabel(tax), tax.description, tax.city, tax.province, tax.country]
      .join(' ')
      .toLocaleLowerCase()
      .includes(needle),
  );
  const toggle = (id: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    setSelected(next);
    setProblem(null);
  };
  const apply = () => {
    const chosen = (all.data ?? []).filter((tax) => selected.has(tax.id));
    const found = checkTaxSelection(chosen, props.allowEmpty);
    setProblem(found);
    if (found) return;
    props.onApply(chosen.map((tax) => tax.id));
    props.onClose();
  };

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title ?? t('taxes.title')}
      size="lg"
      centered
    >
      <Stack gap="sm">
        <Group gap="sm" justify="space-between">
          <TextInput
            style={{ flex: 1 }}
            type="search"
            aria-label={t('taxes.search')}
            placeholder={t('taxes.search')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          {props.place?.country && (
            <Switch
              label={t('taxes.everywhere')}
              checked={everywhere}
              onChange={(e) => setEverywhere(e.currentTarget.checked)}
            />
          )}
        </Group>
        {props.allowEmpty && (
          <Text size="xs" c="dimmed">
            {t('taxes.exemptHint')}
          </Text>
        )}
        <ScrollArea.Autosize mah={380} type="auto">
          <Stack gap="md" pe="sm">
            {shown.isPending && <Skeleton h={120} />}
            {groupByPlace(matching).map((group, index) => (
              <Stack key={group.key} gap="md">
                {index > 0 && <Divider />}
                <TaxPlaceGroup group={group} selected={selected} onToggle={toggle} />
              </Stack>
            ))}
            {shown.isSuccess && matching.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('taxes.none')}
              </Text>
            )}
          </Stack>
        </ScrollArea.Autosize>
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {t(`taxes.problems.${problem}`)}
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {t('taxes.chosen', { count: selected.size })}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={props.onClose}>
              {t('taxes.cancel')}
            </Button>
            <Button onClick={apply} disabled={!all.data}>
              {t('taxes.apply')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
