import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "@/test/fetch-stub";
import { renderInShop } from "@/test/render";
import { useSession } from "./use-session";

const MEENA = { _id: "u1", fullname: "Meena Iyer", email: "meena@example.com", phone: null, image: null, isVerified: true, userType: "Customer", address: [] };

function Greeting() {
  const { user, isChecking } = useSession();
  return <p>{user ? `Hello ${user.fullname}` : isChecking ? "Checking" : "Not known yet"}</p>;
}

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe("the login check on a patchy network", () => {
  it("is made again when the connection returns, after a check that could not get through", async () => {
    let online = false;
    stubApi({
      "GET /user/getUser": () =>
        online ? { body: { success: true, message: "User", user: MEENA } } : { status: 503, body: { success: false, message: "Busy" } },
    });
    window.localStorage.setItem("isLogin", "true");
    window.sessionStorage.setItem("token", "t-1");
    renderInShop(<Greeting />);
    expect(await screen.findByText("Not known yet", undefined, { timeout: 5000 })).toBeTruthy();

    online = true;
    act(() => void window.dispatchEvent(new Event("online")));
    await waitFor(() => expect(screen.getByText("Hello Meena Iyer")).toBeTruthy());
  });
});
