import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../accounts';
import { useToast } from '../toast';
import { userMessage } from '../../shared/errors/userMessage';

/** Signs out and goes home; a failure is told in a toast ('Failed to log out' when it has no message). */
export function useSignOut(): () => Promise<void> {
  const { logout } = useAuth();
  const { showToast } = useToast();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout();
      void navigate('/');
    } catch (error) {
      showToast(userMessage(error, 'Failed to log out'), 'error');
    }
  }, [logout, navigate, showToast]);
}
