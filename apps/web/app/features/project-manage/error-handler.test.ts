import { describe, expect, it } from 'vitest';
import { errorMessageKey } from './error-handler.tsx';
import { projectManageEn } from './messages/en.ts';
import { projectManageEs } from './messages/es.ts';
import { projectManageFr } from './messages/fr.ts';
import { projectManageKr } from './messages/kr.ts';
import { projectManageZh } from './messages/zh.ts';

describe('the manage page’s error messages', () => {
  it('name a file refused by its content in every language, not a generic failure', () => {
    expect(errorMessageKey('file_type_invalid')).toBe('projectManage.errors.file_type_invalid');
    for (const messages of [projectManageEn, projectManageFr, projectManageEs, projectManageKr, projectManageZh]) {
      expect(messages.errors.file_type_invalid).toMatch(/WAV/);
    }
  });

  it('reads an unknown code as a generic failure', () => {
    expect(errorMessageKey('no_such_code')).toBe('projectManage.errors.request_failed');
  });
});
