import { act } from '@testing-library/react';
import { renderScreen } from '../testing';
import { useAuthFlow } from './use-auth-flow';

describe('useAuthFlow', () => {
  it('asks for the code for the number typed last, even before the screen has re-rendered with it', async () => {
    // A tap on "Получить код" made before the app started is repeated right after the number typed then is
    // handed over: the flow the tap reaches is the one rendered before that number.
    const requestCode = jest.fn(async () => ({ status: 1, msg: 'Code sent', is_registered: true }));
    const rendered: ReturnType<typeof useAuthFlow>[] = [];
    function Probe() {
      rendered.push(useAuthFlow());
      return null;
    }
    await renderScreen(<Probe />, { api: { requestCode } });
    const beforeTheNumber = rendered[rendered.length - 1];
    await act(async () => {
      beforeTheNumber.setDigits('935465443');
      await beforeTheNumber.requestCode();
    });
    expect(requestCode).toHaveBeenCalledWith('998935465443');
    expect(rendered[rendered.length - 1].fieldErrors).toEqual({});
  });
});
