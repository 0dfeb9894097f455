// /my-account/projects (spec section 2, account routes; section 7 "GET user/projects"): the projects
// the signed-in user owns or runs through their artists and labels.
import { projectsEndpoints } from '@spindle/contracts';
import { splitLocaleFromPath } from '@spindle/domain';
import { useT } from '../lib/use-t.ts';
import { AccountLayout } from '../features/account/account-layout.tsx';
import { requireUser } from '../features/account/require-user.server.ts';
import { ProjectList } from '../features/project-manage/project-list.tsx';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import type { Route } from './+types/my-account-projects';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireUser(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const list = await apiClient(context).read(projectsEndpoints.mine);
  return { locale, projects: list.items };
}

export default function MyAccountProjects({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <>
      <PageHead title={t('projectManage.list.title')} noIndex />
      <AccountLayout active="projects">
        <h1 className="text-2xl font-semibold">{t('projectManage.list.title')}</h1>
        <ProjectList projects={loaderData.projects} locale={loaderData.locale} />
      </AccountLayout>
    </>
  );
}
