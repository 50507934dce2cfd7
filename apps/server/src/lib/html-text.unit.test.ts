import { describe, expect, it } from "vitest";
import { plainTextOfHtml } from "./html-text.js";

describe("the plain text of an HTML description", () => {
  it("keeps paragraphs, lines and list items, and reads entities as characters", () => {
    expect(
      plainTextOfHtml(
        "<h2>Tanchoi</h2><p>Woven in <b>Varanasi</b>\n on a pit loom.<br>Zari pallu.</p><ul><li>Silk &amp; zari</li><li>5.5&nbsp;m &#8377;</li></ul>",
      ),
    ).toBe("Tanchoi\n\nWoven in Varanasi on a pit loom.\nZari pallu.\n\n• Silk & zari\n• 5.5 m ₹");
  });

  it("leaves no tag, script, style or comment, even one written as entities or left open", () => {
    const text = plainTextOfHtml(
      '<p onclick="x()">Hi</p><script>alert(1)</script><style>p{}</style><!-- note --><img src=x onerror=alert(1)>&lt;script&gt;alert(2)&lt;/script&gt;<iframe src="https://example.com">',
    );
    expect(text).toBe("Hi\n\n‹script›alert(2)‹/script›");
    expect(plainTextOfHtml("Half a tag <a href='x")).not.toMatch(/[<>]/);
  });
});
