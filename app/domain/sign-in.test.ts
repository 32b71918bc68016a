import { describe, expect, it } from "vitest";
import { newPasswordSchema } from "./password-reset-schema";
import { checkNewPassword, LOGIN_MESSAGES, throttledMinutes } from "./sign-in";
import { changePasswordSchema, signInSchema } from "./sign-in-schema";

describe("password change", () => {
  it("takes 8 to 64 characters, untrimmed (DECISIONS.md)", () => {
    expect(checkNewPassword("")).toBe("New password is required");
    expect(checkNewPassword("1234567")).toBe("Min 8 characters required");
    expect(checkNewPassword("12345678")).toBeNull();
    expect(checkNewPassword("x".repeat(65))).toBe("Maximum 64 characters allowed");
    expect(
      changePasswordSchema.parse({ oldPassword: "a", newPassword: " spaced pass ", newPasswordRepeat: " spaced pass " })
        .newPassword,
    ).toBe(" spaced pass ");
  });

  it("says so when the two new passwords differ", () => {
    const result = changePasswordSchema.safeParse({
      oldPassword: "old",
      newPassword: "new-password-1",
      newPasswordRepeat: "new-password-2",
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ["newPasswordRepeat"],
      message: "The 2 passwords do not match",
    });
  });
});

describe("a new password typed twice", () => {
  it("follows the same rules and says the same under the second on the reset link's form", () => {
    expect(newPasswordSchema.safeParse({ newPassword: "1234567", newPasswordRepeat: "1234567" }).error?.issues).toEqual(
      [expect.objectContaining({ path: ["newPassword"], message: "Min 8 characters required" })],
    );
    expect(
      newPasswordSchema.safeParse({ newPassword: "new-password-1", newPasswordRepeat: "new-password-2" }).error?.issues,
    ).toEqual([expect.objectContaining({ path: ["newPasswordRepeat"], message: "The 2 passwords do not match" })]);
    expect(newPasswordSchema.parse({ newPassword: " spaced pass ", newPasswordRepeat: " spaced pass " })).toEqual({
      newPassword: " spaced pass ",
      newPasswordRepeat: " spaced pass ",
    });
  });
});

describe("sign-in form", () => {
  it("needs a user name of 5–40 characters and a password", () => {
    expect(signInSchema.safeParse({ userName: "abc", password: "x" }).error?.issues[0]?.message).toBe(
      "Min 5 characters required",
    );
    expect(signInSchema.safeParse({ userName: "owner@yaadi.local", password: "" }).error?.issues[0]?.message).toBe(
      "Password is required",
    );
    expect(signInSchema.safeParse({ userName: "owner@yaadi.local" }).error?.issues[0]?.message).toBe(
      "Password is required",
    );
  });
});

describe("the throttle's answer", () => {
  it("gives back the minutes it names, for a page to say them in its language", () => {
    expect([1, 2, 15].map((m) => throttledMinutes(LOGIN_MESSAGES.throttled(m)))).toEqual([1, 2, 15]);
    expect(throttledMinutes(LOGIN_MESSAGES.wrongPassword)).toBeNull();
  });
});
