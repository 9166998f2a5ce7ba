package io.appium.java_client;

import org.openqa.selenium.By;

public abstract class MobileBy extends By {
    public static By xpath(String value) { return null; }
    // java-client 7's factories, which a java-client 7 file is rewritten to.
    public static By AccessibilityId(String accessibilityId) { return null; }
    public static By iOSClassChain(String iOSClassChainString) { return null; }
    public static By iOSNsPredicateString(String iOSNsPredicateString) { return null; }
    public static By AndroidUIAutomator(String uiautomatorText) { return null; }
}
