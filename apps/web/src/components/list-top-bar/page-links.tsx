import { Pagination, type PaginationProps } from '@mantine/core';
import { useTranslation } from '../../i18n/translation';

/** Mantine's page links with their arrow buttons named, which it leaves without text. */
export function PageLinks(props: PaginationProps) {
  const { t } = useTranslation('components');
  return (
    <Pagination
      size="sm"
      getControlProps={(control) => ({ 'aria-label': t(`list.pageControls.${control}`) })}
      {...props}
    />
  );
}
