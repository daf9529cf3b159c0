import {
  ActionIcon,
  Button,
  CopyButton,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Store } from '@perkdesk/contracts';
import { IconCheck, IconCopy, IconExternalLink, IconPrinter } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { orderingLink } from '../ordering-link';
import classes from './ordering-link.module.css';
import { OrderingQr } from './ordering-qr';
import { printQrSheet } from './print-qr-sheet';

/** The saved store's ordering page: its link to copy, a QR code to print, and a customer's view of it. */
export function OrderingLinkCard({ store }: { store: Store }) {
  const { t, i18n } = useTranslation('stores');
  const [printing, print] = useDisclosure(false);
  const link = orderingLink(store);
  const titleId = useId();
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={titleId}>
      <Group align="flex-start" justify="space-between" gap="md">
        <Stack gap="xs" className={classes.text}>
          <Title order={3} size="h5" id={titleId}>
            {t('link.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('link.hint')}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Text dir="ltr" size="sm" fw={600} className={classes.link} data-testid="ordering-link">
              {link}
            </Text>
            <CopyButton value={link} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('link.copied') : t('link.copy')} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color={copied ? 'teal' : 'gray'}
                    onClick={copy}
                    aria-label={copied ? t('link.copied') : t('link.copy')}
                  >
                    {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
          <Group gap="xs">
            <Button
              component="a"
              href={link}
              target="_blank"
              rel="noopener"
              variant="light"
              leftSection={<IconExternalLink size={16} />}
            >
              {t('link.preview')}
            </Button>
            <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={print.open}>
              {t('link.printQr')}
            </Button>
          </Group>
        </Stack>
        <OrderingQr link={link} size={128} alt={t('link.qrAlt', { name: store.name })} />
      </Group>
      <Modal opened={printing} onClose={print.close} title={t('link.printTitle')} size="lg" centered>
        <Stack align="center" gap="md">
          <Title order={2} ta="center">
            {store.name}
          </Title>
          <OrderingQr link={link} size={320} alt={t('link.qrAlt', { name: store.name })} />
          <Text size="lg" fw={600} dir="ltr" ta="center" className={classes.link}>
            {link}
          </Text>
          <Text ta="center">{t('link.scanToOrder')}</Text>
        </Stack>
        <Group justify="flex-end" mt="md">
          <Button
            leftSection={<IconPrinter size={16} />}
            onClick={() =>
              printQrSheet({
                name: store.name,
                link,
                caption: t('link.scanToOrder'),
                lang: i18n.language,
                dir: document.documentElement.dir || 'ltr',
              })
            }
          >
            {t('link.print')}
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}
