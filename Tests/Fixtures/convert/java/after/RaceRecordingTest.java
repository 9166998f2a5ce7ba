package com.example.races;

import io.appium.java_client.AppiumBy;
import io.appium.java_client.AppiumDriver;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

public class RaceRecordingTest {
    WebElement header(AppiumDriver driver, int i) {
        return driver.findElement(AppiumBy.accessibilityId("RaceHeaderCell_" + i));
    }

    WebElement details(AppiumDriver driver, int race) {
        return driver.findElement(AppiumBy.accessibilityId(String.format("Race_%d_Details", race)));
    }

    WebElement title(AppiumDriver driver, String name) {
        return driver.findElement(By.xpath("//XCUIElementTypeStaticText[@label='" + name + "']"));
    }

    WebElement lap(AppiumDriver driver, int i) {
        return driver.findElement(By.xpath("//XCUIElementTypeOther[@name='Lap_" + i + "']"));
    }
}
