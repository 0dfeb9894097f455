import {
  adminIdParamsSchema,
  adminProjectPageSchema,
  adminProjectSchema,
  adminProjectStepSchema,
  adminProjectsQuerySchema,
  adminSearchQuerySchema,
  adminSearchResultsSchema,
  auditPageSchema,
  auditQuerySchema,
  projectRefusalSchema,
  recoveryCodesSchema,
  secondFactorCodeSchema,
  secondFactorEnrolmentSchema,
  secondFactorStatusSchema,
  secondFactorVerifiedSchema,
  staffHomeSchema,
} from '../admin.ts';
import { adminRoutes } from '../http/routes/admin.ts';
import { defineEndpoints } from './define-endpoint.ts';

export const adminEndpoints = defineEndpoints(adminRoutes, {
  secondFactorStatus: {
    tags: ['admin'],
    summary: 'Whether the staff member enrolled a second factor and this session verified it',
    response: secondFactorStatusSchema,
  },
  secondFactorEnrol: {
    tags: ['admin'],
    summary: 'Start enrolling: a new TOTP secret with its otpauth URI and QR code (replaces an unconfirmed one)',
    response: secondFactorEnrolmentSchema,
  },
  secondFactorConfirm: {
    tags: ['admin'],
    summary: 'Finish enrolling with a code from the app: the ten recovery codes, shown once',
    body: secondFactorCodeSchema,
    response: recoveryCodesSchema,
  },
  secondFactorVerify: {
    tags: ['admin'],
    summary: 'Verify this session with a code from the app or a recovery code',
    body: secondFactorCodeSchema,
    response: secondFactorVerifiedSchema,
  },
  home: { tags: ['admin'], summary: 'The staff home: the work waiting, as counts', response: staffHomeSchema },
  search: {
    tags: ['admin'],
    summary: 'Find an order, a user or a project by number, e-mail or name',
    query: adminSearchQuerySchema,
    response: adminSearchResultsSchema,
  },
  projects: {
    tags: ['admin'],
    summary: 'Projects in a step (the review queue: checking), paged and sorted',
    query: adminProjectsQuerySchema,
    response: adminProjectPageSchema,
  },
  project: {
    tags: ['admin'],
    summary: 'A project as staff review it, with its steps and audit history',
    params: adminIdParamsSchema,
    response: adminProjectSchema,
  },
  approveProject: {
    tags: ['admin'],
    summary: 'Approve a submitted project: on sale now, or coming soon until its start date',
    params: adminIdParamsSchema,
    response: adminProjectSchema,
  },
  refuseProject: {
    tags: ['admin'],
    summary: 'Refuse a submitted project with a message the artist receives',
    params: adminIdParamsSchema,
    body: projectRefusalSchema,
    response: adminProjectSchema,
  },
  moveProject: {
    tags: ['admin'],
    summary: 'Move a project along an allowed transition',
    params: adminIdParamsSchema,
    body: adminProjectStepSchema,
    response: adminProjectSchema,
  },
  audit: {
    tags: ['admin'],
    summary: 'The audit log, newest first, filtered by entity and staff member',
    query: auditQuerySchema,
    response: auditPageSchema,
  },
});
