import { Button, CloseButton, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/translation';

interface ListSearchProps {
  value: string;
  onSearch: (text: string) => void;
  placeholder?: string;
}

/** Applied on Enter or the Search button (spec 2 §2), not on every keystroke. */
export function ListSearch({ value, onSearch, placeholder }: ListSearchProps) {
  const { t } = useTranslation('components');
  const [text, setText] = useState(value);
  // The URL is the truth: "Clear All" or the back button change it under the box.
  useEffect(() => setText(value), [value]);

  return (
    <Group gap={6} wrap="nowrap" style={{ flex: 1, minWidth: 220 }}>
      <TextInput
        style={{ flex: 1 }}
        type="search"
        aria-label={t('list.search')}
        placeholder={placeholder ?? t('list.searchPlaceholder')}
        leftSection={<IconSearch size={16} stroke={1.6} />}
        rightSection={
          text ? (
            <CloseButton
              size="sm"
              aria-label={t('list.clearSearch')}
              onClick={() => {
                setText('');
                onSearch('');
              }}
            />
          ) : null
        }
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text.trim());
        }}
      />
      <Button variant="default" onClick={() => onSearch(text.trim())}>
        {t('list.search')}
      </Button>
    </Group>
  );
}
