package io.appium.java_client;

import org.openqa.selenium.By;

public abstract class MobileBy extends By {
    public static By xpath(String value) { return null; }
}
