import { Container, Divider, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { hasRole } from '#shared/roles.js';
import { MemberDetail } from '../features/admin-members/member-detail';
import { MemberImport } from '../features/admin-members/member-import';
import { MemberInvite } from '../features/admin-members/member-invite';
import { MemberSearch } from '../features/admin-members/member-search';
import { SubscriberList } from '../features/admin-newsletter/subscriber-list';
import { useRole } from '../lib/session-storage';

// /admin/members: search the co-op's members, open one (detail, savings, deactivate or
// reactivate), invite one member or import a CSV of new members (admins only), and the newsletter's subscribers. The
// server checks role and co-op on every call.
export default function AdminMembersPage() {
  const [open, setOpen] = useState<string | null>(null);
  const canImport = hasRole(useRole(), 'admin');
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>Members</Title>
        <MemberSearch
          onOpen={(m) => setOpen(m.memberId)}
          below={
            <Stack gap="lg" mt="xs">
              {canImport ? (
                <>
                  <Divider />
                  <MemberInvite />
                  <Divider />
                  <MemberImport />
                </>
              ) : null}
              <Divider />
              <SubscriberList canRemove={canImport} />
            </Stack>
          }
        />
        <MemberDetail memberId={open} onClose={() => setOpen(null)} />
      </Stack>
    </Container>
  );
}
