import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import classes from './top-bar.module.css';

/** Top-bar search: Enter opens the search page with the query (spec 1 §2, "other paths seen"). */
export function SearchBox() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  return (
    <TextInput
      className={classes.search}
      visibleFrom="md"
      aria-label={t('topBar.searchLabel')}
      placeholder={t('topBar.searchPlaceholder')}
      leftSection={<IconSearch size={16} stroke={1.6} />}
      value={query}
      onChange={(event) => setQuery(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && query.trim()) navigate(paths.search(query.trim()));
      }}
    />
  );
}
