import { Stack, Text, Title } from '@mantine/core';
import type { MerchantProfile } from '@perkdesk/contracts';
import type { ReactNode } from 'react';
import type { SetupStepKey } from '../setup-steps';
import { SetupProgress } from './setup-progress';

interface SetupPageProps {
  step: SetupStepKey;
  title: string;
  subtitle?: ReactNode;
  profile?: MerchantProfile;
  children: ReactNode;
}

/** The frame of every business setup screen: the steps, a heading, then the screen. */
export function SetupPage({ step, title, subtitle, profile, children }: SetupPageProps) {
  return (
    <Stack gap="lg" maw={1120} mx="auto" w="100%">
      <SetupProgress current={step} profile={profile} />
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        {subtitle && (
          <Text c="dimmed" size="sm" mt={4}>
            {subtitle}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
}
