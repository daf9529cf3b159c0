import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translation';
import { newPerkPath, type PerkKind } from '../perk-kinds';
import { PERK_ICONS } from '../wizard/perk-icons';
import { PERK_TILES } from '../wizard/wizard-steps';

const LOYALTY: readonly PerkKind[] = ['punch-card', 'point-perk'];

/** /app/promotions/new-perk: the nine perk tiles (spec 2 §2), each starting its wizard. */
export function NewPerkPage() {
  const { t } = useTranslation('perk-wizard');
  const deals = PERK_TILES.filter((kind) => !LOYALTY.includes(kind));
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('tiles.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('tiles.subtitle')}
        </Text>
      </div>
      <TileSection title={t('tiles.loyalty')} kinds={LOYALTY} />
      <TileSection title={t('tiles.deals')} kinds={deals} />
    </Stack>
  );
}

function TileSection({ title, kinds }: { title: string; kinds: readonly PerkKind[] }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={4}>{title}</Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
        {kinds.map((kind) => (
          <PerkTile key={kind} kind={kind} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function PerkTile({ kind }: { kind: PerkKind }) {
  const { t } = useTranslation('perk-wizard');
  const Icon = PERK_ICONS[kind];
  const hint = kind === 'reward-item' ? '' : t(`tiles.hints.${kind}`);
  return (
    <Card component={Link} to={newPerkPath(kind)} withBorder radius="md" padding="md" h="100%">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="md" variant="light">
          <Icon size={26} aria-hidden />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          {/* Isolated, so "% off items" keeps its order right to left. */}
          <Text fw={600}>
            <bdi>{t(`kinds.${kind}`)}</bdi>
          </Text>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </div>
      </Group>
    </Card>
  );
}
